/** One kind of stored object, by id, in the order they were created. */
export type StoredObject = Record<string, unknown> & { id: string };

export class Collection {
  private readonly objects = new Map<string, StoredObject>();

  all(): StoredObject[] {
    return [...this.objects.values()];
  }

  get(id: string): StoredObject | undefined {
    return this.objects.get(id);
  }

  has(id: string): boolean {
    return this.objects.has(id);
  }

  /** Adds or replaces the object under its id. */
  put(object: StoredObject): StoredObject {
    this.objects.set(object.id, object);
    return object;
  }

  delete(id: string): boolean {
    return this.objects.delete(id);
  }
}
