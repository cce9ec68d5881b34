import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginBySms, shot, visitorContext } from "../accounts/helpers";
import { chromiumAvailable, launchChromium } from "../browser";

const run = chromiumAvailable() ? describe : describe.skip;

/** The video element's current position, in seconds. */
const position = (page: Page) => page.locator("video.player-video").evaluate((v: HTMLVideoElement) => v.currentTime);

/**
 * 视频课程 (issue 11): the course list, a lesson that really plays (the video element advances),
 * and a signed-in learner who leaves and comes back resuming where they were; lessons that need a
 * login say so to visitors.
 */
run("video courses: play, leave, resume", () => {
  let browser: Browser;
  let page: Page;
  const phone = "13700000104"; // seeded by scripts/e2e-seed.ts for this test only
  const errors: string[] = [];
  const course = "深基坑支护施工技术";

  beforeAll(async () => {
    browser = await launchChromium();
    const ctx = await visitorContext(browser);
    page = await ctx.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  it("lists the courses with their posters, and asks visitors to log in for a login lesson", async () => {
    await page.goto("/video");
    await expect(page.title()).resolves.toMatch(/视频课程/);
    const card = page.locator(".course-card", { hasText: course }).first();
    await expect(card.locator("img").getAttribute("src")).resolves.toMatch(/^\/media\/lessons\/\d+\/\w+\/poster\.jpg$/);
    await shot(page, "video-list");
    await card.click();
    await page.waitForURL(/\/video\/\d+/);
    await page.getByRole("link", { name: /常见事故与防治/ }).click();
    await page.getByText("登录后即可观看本节课程").waitFor();
  });

  it("logs in and plays a lesson: the video element advances", async () => {
    const back = new URL(page.url());
    await loginBySms(page, phone, back.pathname);
    await page.getByRole("link", { name: /支护结构选型/ }).click();
    const video = page.locator("video.player-video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => position(page), { timeout: 20_000 }).toBeGreaterThan(4);
    // Paused here, so the place left is well before the end of the 10-second demo clip.
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await shot(page, "video-course-playing");
  });

  it("leaves the page and comes back to the same position", async () => {
    const left = await position(page);
    const lessonUrl = page.url();
    await page.getByRole("link", { name: "视频课程" }).first().click();
    await page.waitForURL((u) => u.pathname === "/video");
    await page.goto(lessonUrl);
    await page.getByText(/已为您从上次看到的 \d+:\d\d 继续播放/).waitFor();
    const video = page.locator("video.player-video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    // Resumed within a second or two of where the learner left (positions are saved in whole seconds).
    await expect.poll(() => position(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.floor(left) - 1);
    expect(await position(page)).toBeLessThan(left + 3);
    await shot(page, "video-resumed");
    await page
      .locator(".lesson-item.current")
      .getByText(/看到 \d+:\d\d/)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
