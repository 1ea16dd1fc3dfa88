/** jsdom has no IntersectionObserver; this one lets a test say the end of the list came into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    const index = this.targets.indexOf(target);
    if (index >= 0) this.targets.splice(index, 1);
  }
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }

  /** Reports every watched element as visible. */
  static scrollToTheEnd() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
      if (entries.length) {
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
      }
    }
  }
}
