import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';

import { settleReveals } from '../support/pages';

/**
 * Text laid over video and photos: axe cannot judge it (the backdrop is moving
 * footage under a gradient), so it is measured here against the worst frame
 * for light text, a white one. Every picture is swapped for white, the text is
 * made transparent, and the lightest pixel left behind it is its background.
 */
test.use({ contextOptions: { reducedMotion: 'reduce' } });

type Rgba = [number, number, number, number];

const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

function contrast(text: Rgba, background: Rgba) {
  // A translucent text colour is seen blended over its background.
  const a = text[3];
  const seen: Rgba = [0, 1, 2].map((i) => text[i]! * a + background[i]! * (1 - a)) as Rgba;
  seen[3] = 1;
  const [hi, lo] = [luminance(seen), luminance(background)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The text's colour in sRGB (whatever CSS syntax it is computed in) and whether it is large. */
function textStyle(el: Element) {
  const style = getComputedStyle(el);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = style.color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  const size = parseFloat(style.fontSize);
  const bold = Number(style.fontWeight) >= 700;
  return {
    color: [r!, g!, b!, a! / 255] as Rgba,
    large: size >= 24 || (bold && size >= 18.66),
  };
}

/** The lightest pixel of an element's box, with its text hidden. */
async function lightestBehind(target: Locator): Promise<Rgba> {
  await target.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
  const png = await target.screenshot({ animations: 'disabled' });
  await target.evaluate((el) => ((el as HTMLElement).style.color = ''));
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let best: Rgba = [0, 0, 0, 1];
  for (let i = 0; i < data.length; i += info.channels) {
    const px: Rgba = [data[i]!, data[i + 1]!, data[i + 2]!, 1];
    if (luminance(px) > luminance(best)) best = px;
  }
  return best;
}

test(
  'text over the hero video and the realization cards stays readable over a white frame',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await settleReveals(page);
    // The sample footage will be replaced by the studio's own: judge the layout, not the frames.
    await page.addStyleTag({
      content: `video, [data-card] img { visibility: hidden !important; }
      [aria-roledescription="karuzela"], [data-card] { background: #fff !important; }`,
    });
    const hero = page.getByRole('region', { name: 'Prezentacja studia' });
    const cards = page.locator('#realizacje').getByRole('link');
    const texts: Locator[] = [
      hero.getByRole('heading', { level: 1 }),
      hero.getByText('Więcej niż obraz'),
      ...(await cards.locator('span > span').all()),
    ];
    // At the top of the home page the bar is transparent over the hero.
    if (!isMobile) texts.unshift(page.getByRole('banner').getByRole('link', { name: 'O nas' }));
    expect(texts.length).toBeGreaterThan(6);

    const failures: string[] = [];
    for (const text of texts) {
      await text.scrollIntoViewIfNeeded();
      const { color, large } = await text.evaluate(textStyle);
      const ratio = contrast(color, await lightestBehind(text));
      const needed = large ? 3 : 4.5;
      if (ratio < needed) {
        failures.push(`${await text.innerText()}: ${ratio.toFixed(2)} < ${needed}`);
      }
    }
    expect(failures).toEqual([]);
  },
);
