import '../controls.css';
interface ToggleProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An accessible on/off switch with its label. */
export function Toggle({ label, checked, disabled, onChange }: ToggleProps) {
  return (
    <label className="tp-toggle" data-disabled={disabled || undefined}>
      <button type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)}>
        <span className="tp-toggle__thumb" />
      </button>
      <span>{label}</span>
    </label>
  );
}
