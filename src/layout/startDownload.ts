/** Hands a download link to the browser, which saves the file itself, as it streams, with its own progress. */
export function startDownload(url: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: '' })
  document.body.append(link)
  link.click()
  link.remove()
}

/** The File System Access API's save picker, where the browser has one. */
type SavePicker = (options: { suggestedName: string }) => Promise<FileSystemFileHandle>

export const savePicker = (): SavePicker | undefined => {
  const picker = (window as { showSaveFilePicker?: SavePicker }).showSaveFilePicker
  return typeof picker === 'function' ? picker.bind(window) : undefined
}
