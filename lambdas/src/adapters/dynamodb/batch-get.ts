/** DynamoDB may leave keys of a batch read unprocessed under load; they are asked for again. */
const BATCH_GET_ATTEMPTS = 5;

/**
 * Every item of `keys` that exists, in no given order, through an entity's batch get (ElectroDB
 * splits the keys into BatchGetItem calls of 100): keys left unprocessed are asked for again, a
 * few times, before the read fails.
 */
export async function batchGetAll<Key, Item>(
  read: (keys: Key[]) => Promise<{ data: Item[]; unprocessed: Key[] }>,
  keys: Key[],
  what: string,
): Promise<Item[]> {
  const found: Item[] = [];
  let wanted = keys;
  for (let attempt = 0; wanted.length > 0; attempt += 1) {
    if (attempt === BATCH_GET_ATTEMPTS) throw new Error(`${what} batch read left keys unprocessed.`);
    const { data, unprocessed } = await read(wanted);
    found.push(...data);
    wanted = unprocessed;
  }
  return found;
}
