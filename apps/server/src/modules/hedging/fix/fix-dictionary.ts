import { DefinitionFactory, type FixDefinitions, type GetJsFixLogger } from 'jspurefix';
import { container } from 'tsyringe';

/**
 * jspurefix parses its dictionary again for every connection (about a second for FIX 4.4); each
 * reconnect would wait for it. One parse per process, shared through jspurefix's own container.
 */
class CachedDefinitions extends DefinitionFactory {
  private readonly parsed = new Map<string, Promise<FixDefinitions>>();

  override getDefinitions(path: string, getLogger?: GetJsFixLogger): Promise<FixDefinitions> {
    let definitions = this.parsed.get(path);
    if (!definitions) {
      definitions = super.getDefinitions(path, getLogger);
      definitions.catch(() => this.parsed.delete(path));
      this.parsed.set(path, definitions);
    }
    return definitions;
  }
}

let installed = false;

export function cacheFixDictionaries(): void {
  if (installed) return;
  container.registerInstance(DefinitionFactory, new CachedDefinitions());
  installed = true;
}
