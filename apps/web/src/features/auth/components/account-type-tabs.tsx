import type { AccountType } from '@platform/shared/auth';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';

/** Demo Account / Live Account, each with its hint; demo by default. */
export function AccountTypeTabs({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs variant="pill" value={value} onValueChange={(next) => onChange(next === 'live' ? 'live' : 'demo')}>
      <TabsList label={t('auth.accountType.label')}>
        <TabsTrigger value="demo">{t('auth.accountType.demo')}</TabsTrigger>
        <TabsTrigger value="live">{t('auth.accountType.live')}</TabsTrigger>
      </TabsList>
      {(['demo', 'live'] as const).map((type) => (
        <TabsContent key={type} value={type} className="auth-account-hint">
          <span className={`auth-account-hint__dot auth-account-hint__dot--${type}`} />
          {t(`auth.accountType.${type}Hint`)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
