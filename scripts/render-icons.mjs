// Renders the PNG app icons in public/ from public/icon.svg in headless Chromium:
// `node scripts/render-icons.mjs`. Run it again after changing the SVG; the PNGs are committed.
//   icon-192.png, icon-512.png    the icon on a transparent ground (manifest, purpose "any")
//   icon-maskable-512.png         the icon inside the safe zone on the app's background (purpose "maskable")
//   apple-touch-icon.png          180×180 on the app's background (iOS shows no transparency)
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

/** The app's background (--bg in src/ui/app.css), also the manifest's background and theme colour. */
const BACKGROUND = '#15191c';

const svg = readFileSync('public/icon.svg', 'utf8');
const icons = [
  { file: 'public/icon-192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'public/icon-512.png', size: 512, scale: 1, background: 'transparent' },
  // A maskable icon keeps what matters inside the central circle of 80% of its width.
  { file: 'public/icon-maskable-512.png', size: 512, scale: 0.76, background: BACKGROUND },
  { file: 'public/apple-touch-icon.png', size: 180, scale: 0.86, background: BACKGROUND },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    const inner = Math.round(icon.size * icon.scale);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div style="width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background}">
          <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
        </div>
      </body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(icon.file, png);
    console.log(`${icon.file}  ${String(icon.size)}×${String(icon.size)}  ${String(png.length)} bytes`);
  }
} finally {
  await browser.close();
}
