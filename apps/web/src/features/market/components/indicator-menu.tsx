import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel } from '../../../components/ui/dropdown-menu.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { INDICATOR_MENU, type ActiveIndicator } from '../indicators/indicator-menu-items.ts';

const labelOf = (id: string) => INDICATOR_MENU.find((item) => item.id === id)?.label ?? id;

/** The chart's Indicators menu and the chips of those on the chart (click × to remove). */
export function IndicatorMenu({
  active,
  onAdd,
  onRemove,
}: {
  active: ActiveIndicator[];
  onAdd: (id: string) => void;
  onRemove: (uid: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="indicator-menu">
      <DropdownMenu
        trigger={
          <Button variant="ghost" className="indicator-menu__trigger">
            {t('chart.indicatorsButton')}
          </Button>
        }
      >
        <DropdownMenuLabel>{t('chart.indicators')}</DropdownMenuLabel>
        {INDICATOR_MENU.map((item) => (
          <DropdownMenuItem key={item.id} onSelect={() => onAdd(item.id)}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      {active.length > 0 && (
        <ul className="indicator-menu__chips" aria-label={t('chart.indicatorsOnChart')}>
          {active.map((item) => (
            <li key={item.uid} className="indicator-menu__chip">
              {labelOf(item.id)}
              <IconButton label={t('chart.removeIndicator', { name: labelOf(item.id) })} onClick={() => onRemove(item.uid)}>
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
