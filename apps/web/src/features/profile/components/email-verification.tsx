import type { Me } from '@platform/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSendVerification } from '../api/security.ts';

/** Under the primary email: verified, or a 'Verify email' button that mails a link. */
export function EmailVerification({ me }: { me: Me }) {
  const { t } = useTranslation();
  const send = useSendVerification();
  if (me.email_verified) {
    return (
      <p className="email-verification email-verification--ok" role="status">
        {t('profile.account.verified')}
      </p>
    );
  }
  return (
    <div className="email-verification">
      <span>{t('profile.account.notVerified')}</span>
      <Button variant="secondary" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
        {t('profile.account.verify')}
      </Button>
      <FormMessage kind="success" text={send.data?.message} />
      <FormMessage kind="error" text={send.isError ? serverMessageOr(send.error, t('profile.account.verifyFailed')) : null} />
    </div>
  );
}
