import type { AccountType } from '@platform/shared/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

const hints: Record<AccountType, string> = {
  demo: 'Practice with virtual funds. No real money involved.',
  live: 'Trade with real funds. Identity verification and funding required.',
};

/** Demo Account / Live Account, each with its hint; demo by default. */
export function AccountTypeTabs({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  return (
    <Tabs variant="pill" value={value} onValueChange={(next) => onChange(next === 'live' ? 'live' : 'demo')}>
      <TabsList label="Account type">
        <TabsTrigger value="demo">Demo Account</TabsTrigger>
        <TabsTrigger value="live">Live Account</TabsTrigger>
      </TabsList>
      {(['demo', 'live'] as const).map((type) => (
        <TabsContent key={type} value={type} className="auth-account-hint">
          <span className={`auth-account-hint__dot auth-account-hint__dot--${type}`} />
          {hints[type]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
