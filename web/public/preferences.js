// Runs before first paint: applies the saved theme and language so the page never flashes.
// Mirrors web/lib/themes.ts and web/lib/languages.ts (keys "theme" and "language").
(function () {
  var root = document.documentElement;
  var themes = ['default', 'dark', 'light', 'neon', 'ocean', 'sunset'];
  var languages = { en: 'English', am: 'Amharic', ti: 'Tigrigna', es: 'Spanish', fr: 'French' };
  var theme = 'default';
  var language = 'en';
  try {
    var savedTheme = localStorage.getItem('theme');
    if (savedTheme && savedTheme.charAt(0) === '"') savedTheme = JSON.parse(savedTheme);
    if (themes.indexOf(savedTheme) >= 0) theme = savedTheme;
    var savedLanguage = localStorage.getItem('language');
    if (languages[savedLanguage]) {
      language = savedLanguage;
    } else {
      var settings = JSON.parse(localStorage.getItem('gameSettings') || 'null');
      for (var code in languages) {
        if (settings && settings.language === languages[code]) language = code;
      }
    }
  } catch {
    // Broken stored data: keep the defaults.
  }
  root.setAttribute('data-theme', theme);
  root.setAttribute('lang', language);
})();
