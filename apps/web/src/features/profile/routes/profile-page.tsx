import { useSearchParams } from 'react-router';
import { PROFILE_MESSAGES } from '@platform/shared/profile';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useMe } from '../../../lib/use-me.ts';
import { AccountDetailsForm } from '../components/account-details-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { KycTab } from '../components/kyc-tab.tsx';
import { ReferralTab } from '../components/referral-tab.tsx';
import { SecurityTab } from '../components/security-tab.tsx';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/profile.css';

const TABS = ['personal', 'account', 'kyc', 'password', 'referral', 'security'];

/** /profile: six tabs; an inactive tab is not mounted, so KYC and Referral load only when opened. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  // Mails link straight to a tab (/profile?tab=security).
  const [params] = useSearchParams();
  const initialTab = TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'personal';
  return (
    <AppLayout>
      <div className="profile-page">
        <header className="profile-header">
          <h1>{t('profile.title')}</h1>
          {me.data && (
            <p>
              {me.data.email} ·{' '}
              <span className="profile-account-type">
                {me.data.account_type === 'live' ? t('profile.liveAccount') : t('profile.demoAccount')}
              </span>
            </p>
          )}
        </header>
        {me.isError && <FormMessage kind="error" text={PROFILE_MESSAGES.loadFailed} />}
        {me.isPending && <PageSpinner />}
        {me.data && (
          <Tabs className="profile-tabs" defaultValue={initialTab}>
            <TabsList label={t('profile.tabs.label')}>
              <TabsTrigger value="personal">{t('profile.tabs.personal')}</TabsTrigger>
              <TabsTrigger value="account">{t('profile.tabs.account')}</TabsTrigger>
              <TabsTrigger value="kyc">{t('profile.tabs.kyc')}</TabsTrigger>
              <TabsTrigger value="password">{t('profile.tabs.password')}</TabsTrigger>
              <TabsTrigger value="referral">{t('profile.tabs.referral')}</TabsTrigger>
              <TabsTrigger value="security">{t('profile.tabs.security')}</TabsTrigger>
            </TabsList>
            <TabsContent value="personal" className="profile-card">
              <PersonalDetailsForm me={me.data} />
            </TabsContent>
            <TabsContent value="account" className="profile-card">
              <AccountDetailsForm me={me.data} />
            </TabsContent>
            <TabsContent value="kyc" className="profile-card">
              <KycTab />
            </TabsContent>
            <TabsContent value="password" className="profile-card">
              <ChangePasswordForm />
            </TabsContent>
            <TabsContent value="referral" className="profile-card">
              <ReferralTab />
            </TabsContent>
            <TabsContent value="security" className="profile-card">
              <SecurityTab />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </AppLayout>
  );
}
