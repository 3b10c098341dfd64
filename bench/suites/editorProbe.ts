/**
 * The entity editor's side of the editor suite, installed before any of the console's scripts: when the
 * editor first shows its saved state, the keystrokes typed into a field and a save, each to the end of
 * the frame that shows it (a requestAnimationFrame, then a message: the task after that frame's paint),
 * on the page's clock (performance.now(), from the start of the navigation), as the browser suite times
 * its grids.
 */

/** ms on the page's clock: an input's (its event's timeStamp), its effect in the DOM, the frame that showed it */
export interface Shown {
  input?: number
  dom?: number
  shown?: number
}

export interface EditorProbe {
  /** the Save button read 'Saved' for the first time: the entity opened */
  opened: Shown
  /** the save armed last */
  save?: Shown
  /** the keystrokes since recordKeys, in order */
  keys?: Shown[]
  /** times the next pointerdown (the click on Save) until the button reads 'Saved' again */
  armSave: () => void
  /** times every keystroke from now on until a frame shows the field holding its character */
  recordKeys: () => void
}

/** the window as the probe leaves it */
export interface ProbeWindow {
  __editor: EditorProbe
}

/** `savedLabel`: what the Save button reads when nothing is unsaved (src/custom/entity-editor/EditorHeader.tsx). */
export function installEditorProbe(savedLabel: string) {
  const afterFrame = (times: Shown, ready: () => boolean = () => true) =>
    requestAnimationFrame(() => {
      // not painted by this frame (a controlled field put its old value back): the next one, then
      if (!ready()) return afterFrame(times, ready)
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        times.shown = performance.now()
      }
      channel.port2.postMessage(null)
    })
  const isSaved = () =>
    [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === savedLabel)
  /** Notes when the Save button reads 'Saved' once `armed` holds; answers the check, to run on the input too. */
  const whenSaved = (times: Shown, armed: () => boolean) => {
    const check = () => {
      if (times.dom !== undefined || !armed() || !isSaved()) return
      times.dom = performance.now()
      changes.disconnect()
      afterFrame(times)
    }
    const changes = new MutationObserver(check)
    changes.observe(document, { childList: true, subtree: true, characterData: true })
    return check
  }

  const probe: EditorProbe = {
    opened: {},
    armSave: () => {
      const save: Shown = {}
      probe.save = save
      const check = whenSaved(save, () => save.input !== undefined)
      const onInput = (event: Event) => {
        save.input = event.timeStamp
        queueMicrotask(check)
      }
      addEventListener('pointerdown', onInput, { capture: true, once: true })
    },
    recordKeys: () => {
      const keys: Shown[] = []
      probe.keys = keys
      let waiting: Shown | undefined
      addEventListener(
        'keydown',
        (event) => {
          waiting = { input: event.timeStamp }
          keys.push(waiting)
        },
        true,
      )
      addEventListener(
        'input',
        (event) => {
          const key = waiting
          const field = event.target
          waiting = undefined
          if (!key || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
          key.dom = performance.now()
          const length = field.value.length
          afterFrame(key, () => field.value.length >= length)
        },
        true,
      )
    },
  }
  ;(window as unknown as ProbeWindow).__editor = probe
  whenSaved(probe.opened, () => true)
}
