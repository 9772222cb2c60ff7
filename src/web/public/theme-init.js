// Runs before first paint so the page never flashes the wrong theme. Kept in step with
// src/web/lib/theme.ts (same storage key and values); plain ES5-ish so it runs before any bundle.
(function () {
  var theme = 'dark';
  try {
    var stored = window.localStorage.getItem('vtx-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage can be blocked (private mode, cookies off): keep the default.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
