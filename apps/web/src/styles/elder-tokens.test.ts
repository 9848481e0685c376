import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Elder mode is a set of tokens switched once on html.elderMode (elder-and-a11y.md). A rule of
 * its own under the elderMode class beats the component's rules: a selected chip went white on
 * white and a title stood one character a line because of such overrides. So the only rules that
 * name the class are html.elderMode blocks setting custom properties.
 */
const src = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Top-level and @media-nested rules as selector and declarations, comments removed. */
function rules(css: string): { selector: string; declarations: string[] }[] {
  const out: { selector: string; declarations: string[] }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (let m = rule.exec(text); m; m = rule.exec(text)) {
    const selector = m[1]!.replace(/^[\s\S]*?@media[^{]*$/, '').trim();
    const declarations = m[2]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    out.push({ selector, declarations });
  }
  return out;
}

describe('elder mode styles', () => {
  it('set only tokens on html.elderMode, never a component property', () => {
    const offences: string[] = [];
    for (const file of cssFiles(src)) {
      for (const { selector, declarations } of rules(readFileSync(file, 'utf8'))) {
        if (!selector.includes('elderMode')) continue;
        const where = `${relative(src, file)}: ${selector.replace(/\s+/g, ' ')}`;
        if (selector !== 'html.elderMode') {
          offences.push(where);
          continue;
        }
        for (const d of declarations) {
          if (!d.startsWith('--') && !d.startsWith('scroll-padding-top')) {
            offences.push(`${where} { ${d} }`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('switch the type scale to nothing under 18 px', () => {
    const css = readFileSync(join(src, 'styles/global.css'), 'utf8');
    const elder = rules(css).find((r) => r.selector === 'html.elderMode');
    const sizes = elder!.declarations
      .filter((d) => d.startsWith('--font-') || d.startsWith('--base-font'))
      .map((d) => parseFloat(d.split(':')[1]!));
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
  });
});
