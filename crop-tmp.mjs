import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const [file, width, top, height, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const data = readFileSync(file).toString("base64");
await page.setContent(`<body style="margin:0;background:#fff"><img id=i style="display:block" src="data:image/png;base64,${data}"></body>`);
await page.screenshot({ path: out, clip: { x: 0, y: Number(top), width: Number(width), height: Number(height) }, fullPage: true });
await browser.close();
