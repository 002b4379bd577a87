/** Where each network's share link sends a page's address (and, for WhatsApp, its title before it). */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    messenger: `fb-messenger://share?link=${link}`,
  };
}
