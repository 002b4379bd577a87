/** What is inside a written page's `<div id="root">`, without the scripts after it: what a reader sees. */
export function rootOf(html: string): string {
  const open = /<div id="root"[^>]*>/.exec(html)!;
  return html.slice(open.index + open[0].length, html.lastIndexOf("</body>"));
}
