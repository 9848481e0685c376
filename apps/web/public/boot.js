// Runs before the app's bundle so elder mode (长辈版) is on before first paint, with no flash.
(function () {
  if (/(?:^|;\s*)elder_mode=1(?:;|$)/.test(document.cookie)) {
    document.documentElement.classList.add('elderMode');
    document.body.classList.add('elderMode');
  }
})();
