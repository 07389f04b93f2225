// <Button variant="primary" loading={isPending} onClick={…}>Save</Button>
// Variants: primary | secondary | ghost | danger | buy | sell; sizes: sm | md | lg; `block` fills the width.
// `loading` disables the button, sets aria-busy and shows a spinner before the label.
import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'buy' | 'sell';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  loading,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, block && 'ui-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

/** A square icon-only button; `label` is its accessible name and tooltip. */
export function IconButton({ label, className, ...rest }: Omit<ButtonProps, 'aria-label'> & { label: string }) {
  return (
    <Button
      variant="ghost"
      aria-label={label}
      title={label}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
