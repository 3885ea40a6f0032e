import { expect, test } from '@playwright/test';

test.describe('course pictures', () => {
  test('come in sizes and formats that fit their slot, with their dimensions, the first one early', async ({
    page,
  }) => {
    await page.goto('/courses');
    const pictures = page.locator('main picture');
    await expect(pictures.first()).toBeVisible();

    const first = pictures.first();
    await expect(first.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /w=320&f=avif 320w/);
    await expect(first.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /w=960&f=webp 960w/);
    const img = first.locator('img');
    await expect(img).toHaveAttribute('width', '480');
    await expect(img).toHaveAttribute('height', '270');
    await expect(img).toHaveAttribute('sizes', /.+/);
    // The Coming Soon picture is the first one on the page: fetched at once, with high priority.
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');

    // The cards below wait until they are near, and the browser really loads a resized modern variant.
    await expect(page.locator('main article img').first()).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /w=\d+&f=(avif|webp)/,
    );
  });
});
