// The launch check in the editor: what is still unfinished before the site
// may go live (`npm run check:launch`), from public/admin/launch-check.json,
// which every build and `npm run cms` writes from its own content and
// settings (scripts/build/write-launch-check.mjs). A panel in the corner,
// closed until the studio opens it, and out of the way while an entry is
// being edited (the editor's #/collections/…/entries/… and …/new routes), so it
// never covers a field; on a phone, above Sveltia's bottom bar and beside its
// floating button (keepClear).
(function () {
  'use strict';

  /** @param {string} tag @param {Record<string, string>} [attrs] @param {(Node | string)[]} [children] */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  // Polish line-breaking, as on the site (polish.js).
  var typeset = window.swiatlocienPolish.typeset;

  /** @param {{ heading: string, summary: string, items: { file: string, field: string, message: string }[] }} check */
  function render(check) {
    var files = [];
    var byFile = {};
    check.items.forEach(function (item) {
      if (!byFile[item.file]) {
        byFile[item.file] = [];
        files.push(item.file);
      }
      byFile[item.file].push(item);
    });
    var done = check.items.length === 0;
    var summary = el('summary', {}, [typeset(check.summary)]);
    var body = el('div', { class: 'launch-check-body' }, [
      done
        ? el('p', {}, ['Nic nie blokuje publikacji.'])
        : el('p', {}, [
            typeset(
              'Dopóki ta lista nie jest pusta, zmiany nie trafią na stronę. Popraw wskazane pola i opublikuj ponownie.',
            ),
          ]),
    ]);
    files.forEach(function (file) {
      // The editor's name for the file first: what the studio sees in the menu.
      var entry = byFile[file][0].entry;
      var heading = el('h2', {}, [entry ? entry + ' (' + file + ')' : file]);
      heading.style.font = 'inherit';
      heading.style.fontWeight = '600';
      heading.style.margin = '12px 0 4px';
      var list = el(
        'ul',
        {},
        byFile[file].map(function (item) {
          var li = el('li', {}, [item.field + ': ' + typeset(item.message)]);
          li.style.marginBottom = '4px';
          return li;
        }),
      );
      list.style.margin = '0';
      list.style.paddingLeft = '20px';
      list.style.listStyle = 'disc';
      body.append(heading, list);
    });
    var panel = el(
      'details',
      {
        class: 'launch-check' + (done ? ' launch-check-done' : ''),
        'aria-label': check.heading,
      },
      [summary, body],
    );
    var style = panel.style;
    style.position = 'fixed';
    style.left = '16px';
    style.bottom = '16px';
    style.zIndex = '1000';
    style.maxWidth = 'min(40rem, calc(100vw - 32px))';
    style.background = '#fff';
    style.color = '#1e2532';
    style.border = '2px solid ' + (done ? '#2a7d4f' : '#b3261e');
    style.borderRadius = '8px';
    style.boxShadow = '0 4px 16px rgba(0, 0, 0, 0.2)';
    style.font = '14px/1.45 system-ui, sans-serif';
    summary.style.cursor = 'pointer';
    summary.style.padding = '8px 12px';
    summary.style.fontWeight = '600';
    body.style.maxHeight = '60vh';
    body.style.overflow = 'auto';
    body.style.padding = '0 12px 12px';
    document.body.append(panel);
    function placeFor() {
      panel.hidden = /\/entries\/|\/new(?:$|[/?])/.test(location.hash);
      if (!panel.hidden) keepClear(panel);
    }
    window.addEventListener('hashchange', placeFor);
    window.addEventListener('resize', placeFor);
    panel.addEventListener('toggle', placeFor);
    // Sveltia draws its screens after the address changes: place the panel
    // again once it has, at most once a frame.
    var pending = false;
    new MutationObserver(function () {
      if (pending || panel.hidden) return;
      pending = true;
      requestAnimationFrame(function () {
        pending = false;
        placeFor();
      });
    }).observe(document.body, { childList: true, subtree: true });
    placeFor();
  }

  var CONTROLS =
    'button, a[href], input, select, textarea, [role="button"], [role="radio"], [role="tab"], [role="treeitem"]';

  /** @param {DOMRect} a @param {DOMRect} b */
  function overlaps(a, b) {
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }

  /**
   * Keeps the panel off the editor's controls. On a phone Sveltia docks its
   * navigation along the bottom of the screen and floats a round „Nowy”
   * button above it: the panel sits above the bar, and beside (or else above)
   * whatever button it would cover.
   * @param {HTMLElement} panel
   */
  function keepClear(panel) {
    var height = window.innerHeight;
    var bottom = 16;
    document.querySelectorAll('[role="toolbar"]').forEach(function (bar) {
      var box = bar.getBoundingClientRect();
      if (box.height > 0 && box.top > height / 2) bottom = Math.max(bottom, height - box.top + 8);
    });
    panel.style.bottom = bottom + 'px';
    panel.style.maxWidth = 'min(40rem, calc(100vw - 32px))';
    for (var round = 0; round < 3; round++) {
      var own = panel.getBoundingClientRect();
      var covered = Array.prototype.filter.call(document.querySelectorAll(CONTROLS), function (c) {
        if (panel.contains(c)) return false;
        var box = c.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && overlaps(own, box);
      });
      if (covered.length === 0) return;
      var box = covered[0].getBoundingClientRect();
      if (box.left - own.left >= 200) panel.style.maxWidth = box.left - own.left - 8 + 'px';
      else panel.style.bottom = height - box.top + 8 + 'px';
    }
  }

  fetch('/admin/launch-check.json', { cache: 'no-store' })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (check) {
      if (check && Array.isArray(check.items)) render(check);
    })
    .catch(function () {
      // No list (an old build): the editor works without it.
    });
})();
