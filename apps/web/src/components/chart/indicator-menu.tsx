import { lazy, Suspense, useState } from 'react';
import type { IndicatorSetting } from '@platform/shared/chart-layout';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel } from '../../components/ui/dropdown-menu.tsx';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { INDICATOR_MENU } from './indicators/indicator-menu-items.ts';
import type { IndicatorSpec } from './indicators/indicator-catalogue.ts';

// Only opened to edit an indicator: its code stays out of the dashboard's first load.
const IndicatorSettingsDialog = lazy(() => import('./indicator-settings-dialog.tsx'));

const labelOf = (id: string) => INDICATOR_MENU.find((item) => item.id === id)?.label ?? id;

/** The chart's Indicators menu and the chips of those on the chart (click a chip to edit it, × to remove). */
export function IndicatorMenu({
  active,
  onChange,
  specOf,
}: {
  active: IndicatorSetting[];
  onChange: (next: IndicatorSetting[]) => void;
  /** The loaded catalogue's spec (parameters, lines) of an indicator, once its code is here. */
  specOf: ((id: string) => IndicatorSpec | undefined) | null;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const edited = active.find((item) => item.uid === editing);
  const editedSpec = edited && specOf?.(edited.id);
  return (
    <div className="indicator-menu">
      <DropdownMenu
        trigger={
          <Button variant="ghost" className="indicator-menu__trigger">
            {t('chart.indicatorsButton')}
          </Button>
        }
      >
        <DropdownMenuLabel>{t('chart.indicators')}</DropdownMenuLabel>
        {INDICATOR_MENU.map((item) => (
          <DropdownMenuItem
            key={item.id}
            onSelect={() => onChange([...active, { uid: `${item.id}-${Date.now().toString(36)}`, id: item.id, params: {}, colours: {} }])}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      {active.length > 0 && (
        <ul className="indicator-menu__chips" aria-label={t('chart.indicatorsOnChart')}>
          {active.map((item) => (
            <li key={item.uid} className="indicator-menu__chip">
              <button
                type="button"
                className="indicator-menu__edit"
                aria-label={t('chartTools.editIndicator', { name: labelOf(item.id) })}
                onClick={() => setEditing(item.uid)}
              >
                {labelOf(item.id)}
                {Object.keys(item.params).length > 0 && (
                  <span className="indicator-menu__params"> {Object.values(item.params).join(', ')}</span>
                )}
              </button>
              <IconButton
                label={t('chart.removeIndicator', { name: labelOf(item.id) })}
                onClick={() => onChange(active.filter((other) => other.uid !== item.uid))}
              >
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {edited && editedSpec && (
        <Suspense fallback={null}>
          <IndicatorSettingsDialog
            spec={editedSpec}
            setting={edited}
            onApply={(next) => onChange(active.map((item) => (item.uid === next.uid ? next : item)))}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
