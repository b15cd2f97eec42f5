/**
 * The paired device, kept in IndexedDB: it can hold the CryptoKey object itself, so the
 * non-extractable private key survives reloads without ever being exported.
 */
export interface DeviceRecord {
  tokenId: string;
  apiUrl: string;
  name: string;
  privateKey: CryptoKey;
  pairedAt: string;
}

const DB_NAME = 'sca-companion';
const STORE = 'device';
const KEY = 'current';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const storageAvailable = (): boolean => typeof indexedDB !== 'undefined';

export async function loadDevice(): Promise<DeviceRecord | null> {
  return (await run<DeviceRecord | undefined>('readonly', (store) => store.get(KEY))) ?? null;
}

export async function saveDevice(device: DeviceRecord): Promise<void> {
  await run('readwrite', (store) => store.put(device, KEY));
}

export async function forgetDevice(): Promise<void> {
  await run('readwrite', (store) => store.delete(KEY));
}
