// <Spinner /> or <Spinner size="sm" label="Saving" /> — an accessible busy indicator.
import './spinner.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = ['ui-spinner', `ui-spinner--${size}`, className].filter(Boolean).join(' ');
  if (!label) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label} />;
}
