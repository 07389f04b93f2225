import type { RiskToolsDraft } from '../../hooks/use-risk-tools-editor.ts';
import { Toggle } from '../trade-panel/toggle.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import '../controls.css';

interface RiskToolsEditorProps {
  draft: RiskToolsDraft;
  step: number;
  onChange: (patch: Partial<RiskToolsDraft>) => void;
}

function PipsField({
  label,
  value,
  step,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  step: number;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <label className="tp-mini">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        step={step}
        inputMode="decimal"
        aria-label={label}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** Trailing stop (the server moves the SL behind the price, never back) and break-even (SL to entry + offset once). */
export function RiskToolsEditor({ draft, step, onChange }: RiskToolsEditorProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="stops-editor__level" data-kind="trailing">
        <legend>
          <Toggle
            label={t('trading.riskTools.trailingStop')}
            checked={draft.trailingOn}
            onChange={(trailingOn) => onChange({ trailingOn })}
          />
        </legend>
        <PipsField
          label={t('trading.riskTools.trailingDistance')}
          value={draft.trailingText}
          step={step}
          disabled={!draft.trailingOn}
          onChange={(trailingText) => onChange({ trailingText })}
        />
        <PipsField
          label={t('trading.riskTools.activation')}
          value={draft.activationText}
          step={step}
          disabled={!draft.trailingOn}
          onChange={(activationText) => onChange({ activationText })}
        />
        {draft.trailingOn && <p className="stops-editor__estimate">{t('trading.riskTools.trailingNote')}</p>}
      </fieldset>
      <fieldset className="stops-editor__level" data-kind="break-even">
        <legend>
          <Toggle
            label={t('trading.riskTools.breakEven')}
            checked={draft.breakEvenOn}
            onChange={(breakEvenOn) => onChange({ breakEvenOn })}
          />
        </legend>
        <PipsField
          label={t('trading.riskTools.atProfit')}
          value={draft.breakEvenText}
          step={step}
          disabled={!draft.breakEvenOn}
          onChange={(breakEvenText) => onChange({ breakEvenText })}
        />
        <PipsField
          label={t('trading.riskTools.offset')}
          value={draft.offsetText}
          step={1}
          disabled={!draft.breakEvenOn}
          onChange={(offsetText) => onChange({ offsetText })}
        />
      </fieldset>
    </>
  );
}
