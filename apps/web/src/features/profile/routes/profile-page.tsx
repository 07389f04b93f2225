import { PROFILE_MESSAGES } from '@platform/shared/profile';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useMe } from '../../../lib/use-me.ts';
import { AccountDetailsForm } from '../components/account-details-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { KycTab } from '../components/kyc-tab.tsx';
import { ReferralTab } from '../components/referral-tab.tsx';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import '../components/profile.css';

/** /profile: five tabs; an inactive tab is not mounted, so KYC and Referral load only when opened. */
export default function ProfilePage() {
  const me = useMe();
  return (
    <AppLayout>
      <div className="profile-page">
        <header className="profile-header">
          <h1>Profile</h1>
          {me.data && (
            <p>
              {me.data.email} ·{' '}
              <span className="profile-account-type">{me.data.account_type === 'live' ? 'Live account' : 'Demo account'}</span>
            </p>
          )}
        </header>
        {me.isError && <FormMessage kind="error" text={PROFILE_MESSAGES.loadFailed} />}
        {me.isPending && <PageSpinner />}
        {me.data && (
          <Tabs className="profile-tabs" defaultValue="personal">
            <TabsList label="Profile">
              <TabsTrigger value="personal">Personal Details</TabsTrigger>
              <TabsTrigger value="account">Account Details</TabsTrigger>
              <TabsTrigger value="kyc">KYC</TabsTrigger>
              <TabsTrigger value="password">Change Password</TabsTrigger>
              <TabsTrigger value="referral">Referral</TabsTrigger>
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
          </Tabs>
        )}
      </div>
    </AppLayout>
  );
}
