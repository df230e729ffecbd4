/** React 19 hoists <title> into <head>; every page names itself this way. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · Polder`}</title>
}
