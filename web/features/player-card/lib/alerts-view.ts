import type { Translate } from './card-texts';
import { h } from './dom';
import { canVibrate, type NumberAlerts } from './number-alerts';

/** The player's choice of how the phone tells a number of the card: buzz, the hall's voice. */
export function alertsView(
  alerts: NumberAlerts,
  onChange: (next: NumberAlerts) => void,
  t: Translate,
): HTMLElement {
  const option = (key: keyof NumberAlerts, label: string) => {
    const box = h('input', {
      type: 'checkbox',
      checked: alerts[key],
      'data-testid': `player-alert-${key}`,
      class: 'h-5 w-5 accent-primary',
    }) as HTMLInputElement;
    box.addEventListener('change', () => onChange({ ...alerts, [key]: box.checked }));
    return h('label', { class: 'flex items-center gap-2 py-1' }, box, label);
  };
  return h(
    'fieldset',
    { class: 'rounded-xl border border-line bg-surface px-3 py-2 text-sm' },
    h('legend', { class: 'px-1 font-semibold' }, t('playerCard.alerts.title')),
    canVibrate() && option('vibrate', t('playerCard.alerts.vibrate')),
    option('speak', t('playerCard.alerts.speak')),
  );
}
