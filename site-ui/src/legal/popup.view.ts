/** What the site popup shows, built by the data layer from the popup document. */
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

/**
 * The inline script that opens the popup while the page is still loading, placed right after its
 * <dialog>. Waiting for hydration showed it seconds after the page, over content the visitor had
 * started to read (and made it the page's largest, latest paint). The rule for "closed before" is
 * isPopupVisible's; expiry is already decided on the server. Hydration takes over from here: the
 * component's effect opens the dialog when this did not run (client-side navigation).
 */
export function popupOpenScript(storageKey: string): string {
  // JSON is valid JavaScript; '<' is escaped so the key cannot close the script element.
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c')
  return [
    '(function(d,k){',
    'if(!d||d.open||typeof d.showModal!=="function")return;',
    'var v=null;try{v=window.localStorage.getItem(k)}catch(e){}',
    'if(v!==null&&["","false","0"].indexOf(v.trim())<0)return;',
    // Closed (Escape) before hydration: remembered as the component's onClose would.
    'd.addEventListener("close",function(){try{window.localStorage.setItem(k,"true")}catch(e){}},{once:true});',
    'try{d.showModal()}catch(e){}',
    `})(document.currentScript&&document.currentScript.previousElementSibling,${key})`,
  ].join('')
}
