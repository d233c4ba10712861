/** Headers of a page or answer that carries one visitor's data: never cached. */
export const NO_STORE = { 'Cache-Control': 'no-store' };

/** Also of a page whose address carries a secret (a link's token): it goes to no other site either. */
export const NO_STORE_NO_REFERRER = { ...NO_STORE, 'Referrer-Policy': 'no-referrer' };
