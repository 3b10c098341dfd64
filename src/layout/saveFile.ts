/** Saves a file the API answered (an export) under `name`, as the browser saves a download. */
export function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file)
  const link = Object.assign(document.createElement('a'), { href: address, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(address)
}
