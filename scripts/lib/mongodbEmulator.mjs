// The MongoDB test phase's database: CongoDB, the MongoDB wire-protocol server written in TypeScript
// that ships inside @push.rocks/smartmongo 2.2.0, in memory. A real mongod cannot be installed from the
// npm registry or Debian, and this one installs from npm alone. The package root loads a mongod
// downloader, so only the server's own folder is imported. It runs as a child process: the test command
// waits on its other children synchronously, which would stall a server on its own event loop.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const self = fileURLToPath(import.meta.url)

/**
 * Starts the emulator on 127.0.0.1:`port` and resolves with its address once it listens.
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export function startMongodbEmulator(port) {
  const child = spawn(process.execPath, [self, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`the MongoDB emulator exited with ${code} before listening on ${port}`)))
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('listening')) {
        child.stdout.removeAllListeners('data')
        child.stdout.resume()
        // Polled monitoring: the emulator does not stream hello replies (the driver's default on a
        // 4.4+ server), and a streamed heartbeat it ends early clears every pooled connection.
        resolve({ url: `mongodb://127.0.0.1:${port}/?serverMonitoringMode=poll`, stop: () => child.kill('SIGTERM') })
      }
    })
  })
}

async function serve(port) {
  const { CongoServer } = await import('@push.rocks/smartmongo/dist_ts/congodb/index.js')
  const server = new CongoServer({ port, host: '127.0.0.1', storage: 'memory' })
  await server.start()
  console.log(`MongoDB emulator listening on mongodb://127.0.0.1:${port}/`)
  const stop = () => server.stop().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

// `node scripts/lib/mongodbEmulator.mjs <port>` serves until it is stopped.
if (process.argv[1] === self) await serve(Number(process.argv[2] ?? 27118))
