export type PopupView = {
  id: number | string
  /** Where the browser remembers that this popup was closed. */
  storageKey: string
  title: string
  description: string | null
  expiry: string | null
  image: { src: string; alt: string; width: number; height: number } | null
  button: { label: string; href: string } | null
}
