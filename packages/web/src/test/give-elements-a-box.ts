import { vi } from 'vitest';

/**
 * Lets Mantine's Select dropdowns open in jsdom. There every element measures 0 × 0 and so does
 * the viewport, which floating-ui's `hide` middleware reads as a detached target, so the options
 * get `display: none`. Giving elements a box inside a 1024 × 768 viewport (restored after each
 * test) avoids that. (`<MantineProvider env="test">` in the test render would make this moot.)
 */
export function giveElementsABox() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 200, 30));
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(768);
}
