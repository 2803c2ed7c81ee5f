import { useTranslation } from 'react-i18next';
import { useCalendarPreference } from '@web/lib/calendar';
import { ETHIOPIC_LANGUAGES } from '@web/lib/calendar';
import { MenuButton } from './ui/menu-button';

type CalendarChoice = 'ethiopic' | 'gregory';

/** Amharic and Tigrigna readers choose their calendar here; other languages have one. */
export function CalendarPicker() {
  const { t, i18n } = useTranslation();
  const { ethiopian, setEthiopian } = useCalendarPreference();
  if (!ETHIOPIC_LANGUAGES.includes(i18n.language)) return null;
  const value: CalendarChoice = ethiopian ? 'ethiopic' : 'gregory';
  return (
    <MenuButton<CalendarChoice>
      label={t('preferences.calendar')}
      icon="calendar"
      // The short name: the full one ("የኢትዮጵያ ዘመን አቆጣጠር") was cut in the top bar at 1024 px.
      currentText={t(`preferences.calendarsShort.${value}`)}
      value={value}
      onSelect={(next) => setEthiopian(next === 'ethiopic')}
      menuClassName="w-60"
      options={(['ethiopic', 'gregory'] as const).map((choice) => ({
        value: choice,
        label: t(`preferences.calendars.${choice}`),
        content: <span className="font-medium">{t(`preferences.calendars.${choice}`)}</span>,
      }))}
    />
  );
}
