/**
 * One kind of stored object, by id, in the order they were created. Ids are unique within a
 * project: a simulation's copy keeps the ids of its source project (docs/concepts/simulation.mdx),
 * so an object with a `project_id` is stored under its project and id. A lookup by id alone (a
 * path such as `/vehicles/van_01`) finds the earliest stored object with that id, the live one.
 */
export type StoredObject = Record<string, unknown> & { id: string };

const keyOf = (id: string, projectId: unknown): string =>
  typeof projectId === 'string' ? `${projectId}\u0000${id}` : id;

export class Collection {
  private readonly objects = new Map<string, StoredObject>();
  /** Id -> the keys of the objects with that id, oldest first. */
  private readonly keysById = new Map<string, string[]>();

  all(): StoredObject[] {
    return [...this.objects.values()];
  }

  private keyFor(id: string, projectId?: string): string | undefined {
    return projectId === undefined ? this.keysById.get(id)?.[0] : keyOf(id, projectId);
  }

  /** The object with this id: in that project when one is given, else the oldest. */
  get(id: string, projectId?: string): StoredObject | undefined {
    const key = this.keyFor(id, projectId);
    return key === undefined ? undefined : this.objects.get(key);
  }

  has(id: string, projectId?: string): boolean {
    return this.get(id, projectId) !== undefined;
  }

  /** Adds or replaces the object under its project and id. */
  put(object: StoredObject): StoredObject {
    const key = keyOf(object.id, object.project_id);
    if (!this.objects.has(key))
      this.keysById.set(object.id, [...(this.keysById.get(object.id) ?? []), key]);
    this.objects.set(key, object);
    return object;
  }

  delete(id: string, projectId?: string): boolean {
    const key = this.keyFor(id, projectId);
    if (key === undefined || !this.objects.delete(key)) return false;
    const rest = (this.keysById.get(id) ?? []).filter((other) => other !== key);
    if (rest.length > 0) this.keysById.set(id, rest);
    else this.keysById.delete(id);
    return true;
  }
}
