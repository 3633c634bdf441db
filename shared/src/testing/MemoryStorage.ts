/** An in-memory Storage for tests, with switches to make it fail like a browser can. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failWrites = false;
  failReads = false;
  /** Refuses writes to the keys it matches, like a nearly full storage refusing a large copy. */
  refuseKey: (key: string) => boolean = () => false;

  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites || this.refuseKey(key))
      throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  keys(): string[] {
    return [...this.items.keys()];
  }
}
