/**
 * Where an API's Postman collection is published: the plugin writes it there and /api-portal
 * links it. No Node imports, so the page can take the path from here.
 */
export function postmanCollectionPath(apiId: string): string {
  return `/postman/${apiId}.postman_collection.json`;
}
