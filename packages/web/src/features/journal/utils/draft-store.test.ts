// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, draftStorageKey } from './draft-store';

const values = (text: string) => ({ title: 'Title', text, private: true });

describe('createDraftStore', () => {
  it("keeps each user's drafts apart and lists them newest first", () => {
    let now = 1_000;
    const store = createDraftStore(7, () => now);
    store.write('new', values('new one'));
    now = 3_000;
    store.write(12, values('entry 12'));
    createDraftStore(8).write('new', values("someone else's"));

    const reloaded = createDraftStore(7);
    expect(reloaded.list()).toEqual([
      { key: 12, draft: { ...values('entry 12'), updated_at: 3_000 } },
      { key: 'new', draft: { ...values('new one'), updated_at: 1_000 } },
    ]);
    reloaded.remove(12);
    expect(createDraftStore(7).read(12)).toBeNull();
    expect(localStorage.getItem(draftStorageKey(7, 12))).toBeNull();
  });

  it('ignores stored values it cannot read', () => {
    localStorage.setItem(draftStorageKey(7, 'new'), '{not json');
    localStorage.setItem(draftStorageKey(7, 12), JSON.stringify({ title: 'No text' }));
    localStorage.setItem('tandem:journal-draft:7:abc', JSON.stringify({ ...values('x'), updated_at: 1 }));
    expect(createDraftStore(7).list()).toEqual([]);
  });

  it('keeps the draft in memory when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = createDraftStore(7, () => 5);
    expect(() => store.write('new', values('still here'))).not.toThrow();
    expect(store.read('new')).toEqual({ ...values('still here'), updated_at: 5 });
  });
});
