declare module 'virtual:first-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
