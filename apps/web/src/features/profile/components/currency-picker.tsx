import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { currencies, findCurrency, type CurrencyOption } from '@platform/shared/currencies';
import { INTL_LOCALE, useLanguage, useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';
import { CurrencyFlag } from './currency-flag.tsx';

interface CurrencyPickerProps {
  label: string;
  value: string | null;
  onChange: (code: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

const matches = (query: string) => {
  const needle = query.trim().toLowerCase();
  if (!needle) return currencies;
  return currencies.filter(
    (c) => c.code.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle) || c.country.toLowerCase().includes(needle),
  );
};

/** A searchable list of the ~150 currencies of spec §3 (code, name, country, flag) for the preferred display currency. */
export function CurrencyPicker({ label, value, onChange, error, hint }: CurrencyPickerProps) {
  const { t } = useTranslation();
  const { nameOf, countryOf } = useCurrencyNames();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const options = useMemo(() => matches(query), [query]);
  const selected = value ? findCurrency(value) : undefined;
  const activeCode = open ? options[active]?.code : undefined;

  // Keyboard moves keep the active option in view.
  useEffect(() => {
    if (activeCode) document.getElementById(`${id}-${activeCode}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeCode, id]);

  const openList = () => {
    if (open) return;
    setActive(
      Math.max(
        0,
        currencies.findIndex((currency) => currency.code === value),
      ),
    );
    setOpen(true);
  };

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
      setActive((index) => Math.max(0, Math.min(options.length - 1, index + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option.code);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={['ui-field', 'currency-picker', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="currency-picker-control">
        {selected && !open && <CurrencyFlag currency={selected} />}
        <input
          ref={input}
          id={id}
          className="ui-input currency-picker-input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeCode ? `${id}-${activeCode}` : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          placeholder={
            selected
              ? t('profile.account.currencyValue', { code: selected.code, name: nameOf(selected) })
              : t('profile.account.searchCurrency')
          }
          value={open ? query : selected ? t('profile.account.currencyValue', { code: selected.code, name: nameOf(selected) }) : ''}
          onFocus={openList}
          onClick={openList}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {open && (
        <ul className="currency-picker-list" id={listId} role="listbox" aria-label={label}>
          {options.length === 0 && <li className="currency-picker-empty">{t('profile.account.noCurrency', { query })}</li>}
          {options.map((currency, index) => (
            <li
              key={currency.code}
              id={`${id}-${currency.code}`}
              role="option"
              aria-selected={currency.code === value}
              data-active={index === active}
              className="currency-picker-option"
              // mousedown keeps the focus in the input until the choice is made
              onMouseDown={(event) => {
                event.preventDefault();
                choose(currency.code);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <CurrencyFlag currency={currency} />
              <strong>{currency.code}</strong>
              <span className="currency-picker-name">{nameOf(currency)}</span>
              <span className="currency-picker-country">{countryOf(currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <div id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div className="ui-field__error" role="alert">
          {localMessage(error)}
        </div>
      )}
    </div>
  );
}

/** The spec's English names; in another language the names Intl gives the codes, where it knows them. */
function useCurrencyNames() {
  const language = useLanguage();
  return useMemo(() => {
    if (language === 'en') return { nameOf: (c: CurrencyOption) => c.name, countryOf: (c: CurrencyOption) => c.country };
    const currencyNames = new Intl.DisplayNames(INTL_LOCALE[language], { type: 'currency', fallback: 'none' });
    const regionNames = new Intl.DisplayNames(INTL_LOCALE[language], { type: 'region', fallback: 'none' });
    const known = (read: () => string | undefined, english: string) => {
      try {
        return read() ?? english;
      } catch {
        return english;
      }
    };
    return {
      nameOf: (c: CurrencyOption) => known(() => currencyNames.of(c.code), c.name),
      countryOf: (c: CurrencyOption) => known(() => regionNames.of(c.countryCode.toUpperCase()), c.country),
    };
  }, [language]);
}
