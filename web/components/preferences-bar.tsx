import { CalendarPicker } from './calendar-picker';
import { LanguagePicker } from './language-picker';
import { ThemePicker } from './theme-picker';

/** SPEC section 2: the theme and language control at the top right. */
export function PreferencesBar() {
  return (
    <div className="flex items-center gap-2">
      <ThemePicker />
      <LanguagePicker />
      <CalendarPicker />
    </div>
  );
}
