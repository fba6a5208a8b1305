/**
 * The workspace's packages stand in layers, and imports only point down. This test reads every
 * import of every TypeScript file in the packages (tests included) and fails on one that climbs
 * up, goes round in a circle, reaches past a package's front door (its package.json `exports`), or
 * leaves its package by a relative path, and on files that import each other in a circle. It also keeps the pure packages pure: the rules in
 * `domain/`, the search engine and the generated types know nothing of Payload, Next or React.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from '@jest/globals'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Bottom to top. A package may import only packages listed before it. `bench/`, `scripts/` and the
 * end-to-end `tests/` stand above them all and are not checked here.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['schema', 'search-engine', 'migrations'],
  ['domain'],
  ['site-ui'],
  ['blocks'],
  ['cms'],
  ['tenant-seeds'],
  ['renderer'],
]

/** Packages whose code must not depend on a framework or a database, and what each may import (their tests may also use their devDependencies). */
const PURE_PACKAGES: Record<string, readonly string[]> = {
  schema: [],
  'search-engine': [],
  domain: ['zod', '@forecourt/schema'],
}

/** What the Payload config takes from the blocks: their configs, nothing else. */
const CMS_FROM_BLOCKS = ['@forecourt/blocks/configs']

/** `imports`: every specifier; `runtimeImports`: without `import type` / `export type`, which vanish when compiled. */
type SourceFile = { pkg: string; file: string; isTest: boolean; imports: string[]; runtimeImports: string[] }

const layerOf = new Map(LAYERS.flatMap((names, index) => names.map((name) => [name, index] as const)))
const packages = [...layerOf.keys()].filter((name) => existsSync(path.join(root, name, 'package.json')))
const manifest = (pkg: string) =>
  JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')) as {
    name: string
    exports?: Record<string, string>
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
const folderOfName = new Map(packages.map((pkg) => [manifest(pkg).name, pkg]))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.next', 'data'].includes(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/gm

function importsOf(text: string): { imports: string[]; runtimeImports: string[] } {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const found = [...withoutComments.matchAll(importPattern)].map((match) => ({
    specifier: match[1] ?? match[2]!,
    typeOnly: /^\s*[;]?\s*(?:import|export)\s+type\s/.test(match[0]),
  }))
  return {
    imports: found.map(({ specifier }) => specifier),
    runtimeImports: found.filter(({ typeOnly }) => !typeOnly).map(({ specifier }) => specifier),
  }
}

const files: SourceFile[] = packages.flatMap((pkg) =>
  sourceFiles(path.join(root, pkg)).map((file) => ({
    pkg,
    file: path.relative(root, file),
    isTest: /\.test\.tsx?$|\/test\//.test(file),
    ...importsOf(readFileSync(file, 'utf8')),
  })),
)

/** The workspace package a bare specifier names, if any: `@forecourt/domain/enquiry` → `domain`. */
function workspacePackageOf(specifier: string): string | null {
  const match = specifier.match(/^(@forecourt\/[^/]+)/)
  return match ? (folderOfName.get(match[1]!) ?? null) : null
}

/** `@forecourt/domain/enquiry` → `./enquiry`, the key it must match in the package's exports. */
function exportKeyOf(specifier: string): string {
  const rest = specifier.replace(/^@forecourt\/[^/]+/, '')
  return rest ? `.${rest}` : '.'
}

const knownFiles = new Set(files.map(({ file }) => file))

/** The renderer's alias for its own code (tsconfig.base.json `paths`): `@/lib/reads/tenant` → `renderer/lib/reads/tenant`. */
const RENDERER_ALIAS = /^@\/(lib|site)\//

/** The workspace file a relative or renderer-alias specifier names, as the bundler would find it. */
function resolveInWorkspace(from: string, specifier: string): string | null {
  const base = RENDERER_ALIAS.test(specifier)
    ? path.join('renderer', specifier.slice('@/'.length))
    : path.relative(root, path.resolve(root, path.dirname(from), specifier))
  return (
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => knownFiles.has(candidate)) ?? null
  )
}

/** Strongly connected groups of two or more files (Tarjan), each one import circle. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (node: string) => {
    order.set(node, order.size)
    lowest.set(node, order.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!))
      } else if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node)!, order.get(next)!))
    }
    if (lowest.get(node) !== order.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) circles.push(group.sort())
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return circles
}

describe('package layers', () => {
  it('finds the packages and their files', () => {
    expect(packages).toEqual(expect.arrayContaining(['schema', 'domain', 'site-ui', 'blocks', 'cms', 'tenant-seeds', 'renderer']))
    expect(files.length).toBeGreaterThan(300)
  })

  it('no package imports a package above it or beside it', () => {
    const climbing = files.flatMap(({ pkg, file, imports }) =>
      imports.flatMap((specifier) => {
        const target = workspacePackageOf(specifier)
        if (!target || target === pkg) return []
        return layerOf.get(target)! < layerOf.get(pkg)! ? [] : [`${file} imports ${specifier} (${target} is not below ${pkg})`]
      }),
    )
    expect(climbing).toEqual([])
  })

  it('every package it imports is declared in its package.json, and the declared graph has no circle', () => {
    const undeclared = files.flatMap(({ pkg, file, imports }) => {
      const { dependencies = {}, devDependencies = {} } = manifest(pkg)
      return imports.flatMap((specifier) => {
        const target = workspacePackageOf(specifier)
        if (!target || target === pkg) return []
        const name = manifest(target).name
        return name in dependencies || name in devDependencies
          ? []
          : [`${file} imports ${name}, which ${pkg}/package.json does not declare`]
      })
    })
    expect(undeclared).toEqual([])
    const climbingDeclarations = packages.flatMap((pkg) =>
      Object.keys({ ...manifest(pkg).dependencies, ...manifest(pkg).devDependencies })
        .map((name) => folderOfName.get(name))
        .filter((target): target is string => target !== undefined)
        .filter((target) => layerOf.get(target)! >= layerOf.get(pkg)!)
        .map((target) => `${pkg} declares ${target}`),
    )
    expect(climbingDeclarations).toEqual([])
  })

  it('another package is reached only through its front door (an entry of its exports)', () => {
    const pastTheDoor = files.flatMap(({ pkg, file, imports }) =>
      imports.flatMap((specifier) => {
        const target = workspacePackageOf(specifier)
        if (!target || target === pkg) return []
        const exported = Object.keys(manifest(target).exports ?? { '.': '' })
        return exported.includes(exportKeyOf(specifier)) ? [] : [`${file} imports ${specifier}; ${target} exports ${exported.join(', ')}`]
      }),
    )
    expect(pastTheDoor).toEqual([])
  })

  it('no relative import leaves its package (tests may use the test helpers of a package below)', () => {
    const escaping = files.flatMap(({ pkg, file, isTest, imports }) =>
      imports.flatMap((specifier) => {
        if (!specifier.startsWith('.')) return []
        const target = path.relative(root, path.resolve(root, path.dirname(file), specifier))
        const targetPkg = target.split(path.sep)[0]!
        if (targetPkg === pkg) return []
        const helperBelow =
          isTest && layerOf.has(targetPkg) && layerOf.get(targetPkg)! < layerOf.get(pkg)! && target.includes(`${path.sep}test${path.sep}`)
        return helperBelow ? [] : [`${file} imports ${specifier}`]
      }),
    )
    expect(escaping).toEqual([])
  })

  it("only the renderer uses the renderer's alias, and every use names a file", () => {
    const misused = files.flatMap(({ pkg, file, imports }) =>
      imports
        .filter((specifier) => specifier.startsWith('@/'))
        .filter(
          (specifier) =>
            pkg !== 'renderer' ||
            (resolveInWorkspace(file, specifier) === null && !existsSync(path.join(root, 'renderer', specifier.slice('@/'.length)))),
        )
        .map((specifier) => `${file} imports ${specifier}`),
    )
    expect(misused).toEqual([])
  })

  // Type-only imports count: they vanish when compiled, but a circle of types is still two files that cannot be understood apart.
  it('no files import each other in a circle, type-only imports included', () => {
    const graph = new Map(
      files
        .filter(({ isTest }) => !isTest)
        .map(({ file, imports }) => [
          file,
          imports.flatMap((specifier) =>
            specifier.startsWith('.') || RENDERER_ALIAS.test(specifier)
              ? [resolveInWorkspace(file, specifier)].filter((target): target is string => target !== null)
              : [],
          ),
        ]),
    )
    expect(importCircles(graph)).toEqual([])
  })

  it('the README folder table names every top-level folder, and only those', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('| folder | what it holds |'))
    const described = [...table.split('\n\n')[0]!.matchAll(/^\| `([^`]+)\/` \|/gm)].map((match) => match[1]).sort()
    const ignored = new Set(['node_modules', 'data', '.git', 'test-results', 'playwright-report'])
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
      .map((entry) => entry.name)
      .sort()
    expect(described).toEqual(folders)
  })

  it('the Payload config takes only the block configs from blocks', () => {
    const taken = files
      .filter(({ pkg }) => pkg === 'cms')
      .flatMap(({ file, imports }) =>
        imports
          .filter((specifier) => workspacePackageOf(specifier) === 'blocks' && !CMS_FROM_BLOCKS.includes(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      )
    expect(taken).toEqual([])
  })

  it('the pure packages import no framework, database or other package', () => {
    const impure = files
      .filter(({ pkg }) => pkg in PURE_PACKAGES)
      .flatMap(({ pkg, file, isTest, imports }) =>
        imports
          .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
          .filter(
            (specifier) =>
              !(isTest && (specifier === '@jest/globals' || specifier.split('/')[0]! in (manifest(pkg).devDependencies ?? {}))),
          )
          .filter((specifier) => !PURE_PACKAGES[pkg]!.some((allowed) => specifier === allowed || specifier.startsWith(`${allowed}/`)))
          .map((specifier) => `${file} imports ${specifier}`),
      )
    expect(impure).toEqual([])
  })
})
