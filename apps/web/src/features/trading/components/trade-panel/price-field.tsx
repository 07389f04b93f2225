/** A labelled price input stepping by the symbol's last digit (trigger, stop and limit prices). */
export function PriceField({
  label,
  value,
  digits,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  digits: number;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="tp-field">
      <span className="tp-label">{label}</span>
      <input
        type="number"
        inputMode="decimal"
        step={10 ** -digits}
        min={0}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
