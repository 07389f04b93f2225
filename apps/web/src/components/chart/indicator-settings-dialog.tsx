import { useState } from 'react';
import type { IndicatorSetting } from '@platform/shared/chart-layout';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { IndicatorSpec } from './indicators/indicator-catalogue.ts';

interface IndicatorSettingsDialogProps {
  spec: IndicatorSpec;
  setting: IndicatorSetting;
  onApply: (setting: IndicatorSetting) => void;
  onClose: () => void;
}

/** Parameters and line colours of one indicator on the chart. */
export default function IndicatorSettingsDialog({ spec, setting, onApply, onClose }: IndicatorSettingsDialogProps) {
  const { t } = useTranslation();
  const [params, setParams] = useState(() =>
    Object.fromEntries(spec.params.map((p) => [p.key, String(setting.params[p.key] ?? p.default)])),
  );
  const [colours, setColours] = useState(() => Object.fromEntries(spec.lines.map((l) => [l.key, setting.colours[l.key] ?? l.colour])));
  const errors = Object.fromEntries(
    spec.params.flatMap((p) => {
      const value = Number(params[p.key]);
      const ok =
        params[p.key]?.trim() !== '' &&
        Number.isFinite(value) &&
        value >= p.min &&
        value <= p.max &&
        (p.step < 1 || Number.isInteger(value));
      return ok ? [] : [[p.key, t('chartTools.paramRange', { min: String(p.min), max: String(p.max) })]];
    }),
  );
  const valid = Object.keys(errors).length === 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('chartTools.indicatorSettings', { name: spec.label })}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              onApply({
                ...setting,
                params: Object.fromEntries(spec.params.map((p) => [p.key, Number(params[p.key])])),
                colours,
              });
              onClose();
            }}
          >
            {t('chartTools.apply')}
          </Button>
        </>
      }
    >
      <div className="indicator-settings">
        {spec.params.map((p) => (
          <TextField
            key={p.key}
            label={p.label}
            type="number"
            inputMode="decimal"
            min={p.min}
            max={p.max}
            step={p.step}
            value={params[p.key]}
            error={errors[p.key]}
            onChange={(event) => setParams((current) => ({ ...current, [p.key]: event.target.value }))}
          />
        ))}
        {spec.lines.map((l) => (
          <label key={l.key} className="indicator-settings__colour">
            <span>{t('chartTools.lineColour', { line: l.key === 'value' ? spec.label : l.key })}</span>
            <input
              type="color"
              value={colours[l.key]}
              onChange={(event) => setColours((current) => ({ ...current, [l.key]: event.target.value }))}
            />
          </label>
        ))}
      </div>
    </Dialog>
  );
}
