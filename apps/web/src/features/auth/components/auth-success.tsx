import { CheckIcon } from '../../../components/ui/icons.tsx';

/** 'Login Successful' / 'Account Created' with a checkmark, shown until the redirect. */
export function AuthSuccess({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="auth-success" role="status">
      <span className="auth-success__check">
        <CheckIcon />
      </span>
      <p className="auth-success__title">{title}</p>
      <p className="auth-success__detail">{detail}</p>
    </div>
  );
}
