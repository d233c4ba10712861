/** A link that opens a search for a branch's address in the visitor's map application or site: no map script on our pages. */
export const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`AG Mortgage Bank, ${address}`)}`;
