"""Validates a text file of values, one per line, with Apache Spark and `fieldcli validate`.

    python Examples/scale/spark_validate.py --invalid OUT [--results ALL] FILE KIND [FLAGS...]
    spark-submit --master yarn --files fieldcli Examples/scale/spark_validate.py \\
        --fieldcli ./fieldcli --invalid hdfs:///out/invalid hdfs:///in/emails.txt email

Each partition of the file goes through one `fieldcli validate KIND FLAGS --stdin --jobs 1`
with `RDD.pipe`; the results are zipped back to the lines they answer. The job writes the
invalid lines, in input order, to the folder OUT as `VALUE<TAB>STATES<TAB>MESSAGE`: the value
as fieldcli read it, with a backslash, tab, CR and LF written `\\\\`, `\\t`, `\\r`, `\\n` (as in
fieldcli's TSV) and bytes that are not UTF-8 as U+FFFD, then fieldcli's validity flags and its
message. With `--results ALL` it also writes every result line, in input order: the part files
of ALL put together are byte for byte what `fieldcli validate KIND FLAGS --stdin < FILE`
writes. Exit status: 0 every value valid, 1 some invalid, 2 bad usage or a failed job.

How the text survives the trip:
- Lines are read as bytes and split at LF only. `SparkContext.textFile` would also split at a
  lone CR and turn bytes that are not UTF-8 into U+FFFD before fieldcli saw them; fieldcli
  splits at LF and drops one CR before it, and so does this job, since fieldcli gets the CR.
- `RDD.pipe` writes each element as UTF-8 with `rstrip("\\n") + "\\n"` and reads each output
  line back with `rstrip(b"\\n")`: an empty line is sent as an empty line, a value, and every
  result line comes back, fieldcli escaping the line breaks inside values. Text is all it
  carries, so a line that is not UTF-8 is sent as an empty line and its result is then asked
  of fieldcli directly, with the line's bytes.
- `RDD.zip` fails the job unless each partition gives as many results as it has lines, so no
  line is lost or answered twice; `checkCode` fails it when fieldcli ends with more than 1.
- The order of a file's partitions is the order of its lines, and the part files are written
  in partition order: `part-00000` holds the first results.
"""

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

PROGRAM = "spark_validate.py"


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, in the words of fieldcli's."""

    def error(self, message):
        if message.startswith("the following arguments are required"):
            fail(f"Expected '--invalid DIR', a file and a kind. Usage: {PROGRAM} --invalid DIR "
                 "[--results DIR] FILE KIND [FLAGS...], such as "
                 f"'{PROGRAM} --invalid invalid emails.txt email --locale de_DE'.")
        fail(f"{message[0].upper()}{message[1:]}. See '{PROGRAM} --help' for usage.")


def fail(message):
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    sys.exit(2)


def quoted(text):
    """A name as fieldcli's messages show one: in single quotes, controls and line separators
    escaped, at most 64 characters."""
    escapes = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}
    shown = "".join(
        escapes.get(c, f"\\u{{{ord(c):X}}}")
        if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c
        for c in text[:64])
    return f"'{shown}'" if len(text) <= 64 else f"'{shown}…' ({len(text)} characters)"


def parse(argv):
    parser = Parser(
        prog=PROGRAM,
        description="Validates a file of values, one per line, with Spark and fieldcli.",
        epilog="Options of this job come before FILE; everything after KIND goes to fieldcli.",
    )
    parser.add_argument(
        "--invalid", required=True, metavar="DIR",
        help="the folder for the invalid lines: VALUE<TAB>STATES<TAB>MESSAGE, in input order",
    )
    parser.add_argument(
        "--results", metavar="DIR",
        help="a folder for every result line, in input order, as fieldcli writes them",
    )
    parser.add_argument(
        "--fieldcli", metavar="PATH",
        help="fieldcli on every node (a path relative to an executor's folder for a file "
        "shipped with spark-submit --files); by default FIELDCLI, fieldcli on PATH or this "
        "checkout's release build",
    )
    parser.add_argument(
        "--ship", action="store_true",
        help="send fieldcli from this machine to every executor with SparkContext.addFile",
    )
    parser.add_argument(
        "--master", metavar="URL",
        help="the Spark master; by default spark-submit's, else local[*]",
    )
    parser.add_argument("file", metavar="FILE", help="the values, one per line")
    parser.add_argument("kind", metavar="KIND", help="email, url, phone, ... as for fieldcli")
    parser.add_argument("flags", nargs=argparse.REMAINDER, metavar="FLAGS",
                        help="flags for fieldcli validate, such as --locale de_DE")
    arguments = parser.parse_args(argv)
    if arguments.results is not None and arguments.results == arguments.invalid:
        fail(f"'--invalid' and '--results' both name {quoted(arguments.invalid)}. "
             "Please give each its own folder.")
    return arguments


def default_fieldcli():
    found = os.environ.get("FIELDCLI") or shutil.which("fieldcli")
    if found:
        return found
    return str(Path(__file__).resolve().parents[2] / ".build" / "release" / "fieldcli")


def tsv_field(text):
    """The text as fieldcli writes a value in TSV: one field on one line."""
    if not any(character in text for character in "\\\t\r\n"):
        return text
    return (text.replace("\\", "\\\\").replace("\t", "\\t").replace("\r", "\\r")
            .replace("\n", "\\n"))


def main(argv):
    arguments = parse(argv)
    fieldcli = arguments.fieldcli or default_fieldcli()
    command = ["validate", arguments.kind, *arguments.flags, "--stdin", "--jobs", "1"]
    # A bare name is looked up on PATH here, as RDD.pipe looks it up on each node.
    local_binary = Path(fieldcli if "/" in fieldcli else shutil.which(fieldcli) or fieldcli)
    if arguments.ship and not local_binary.is_file():
        fail(f"No fieldcli at {quoted(fieldcli)} to ship. Please build it with "
             "'swift build -c release --product fieldcli' or give '--fieldcli PATH'.")
    if local_binary.is_file():
        # fieldcli checks its arguments before it reads a line: an empty run reports bad usage
        # once, in fieldcli's own words, before Spark starts.
        check = subprocess.run([str(local_binary.resolve()), *command], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if check.returncode != 0:
            sys.stderr.buffer.write(check.stderr)
            sys.exit(2)

    from pyspark import SparkFiles, StorageLevel
    from pyspark.errors import AnalysisException
    from pyspark.sql import SparkSession
    from pyspark.sql.functions import col

    builder = (SparkSession.builder.appName("fieldcli validate")
               .config("spark.log.level", "ERROR").config("spark.ui.showConsoleProgress", "false"))
    # spark-submit starts the JVM first and hands this process its port; run by Python, this
    # process starts a JVM of its own, in local mode unless told otherwise.
    launched_here = "PYSPARK_GATEWAY_PORT" not in os.environ
    if arguments.master.startswith("local") if arguments.master else launched_here:
        # Spark's Python workers would run the python3 on PATH, not the one with pyspark.
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    if arguments.master:
        builder = builder.master(arguments.master)
    spark = builder.getOrCreate()
    context = spark.sparkContext
    local = context.master.startswith("local")
    if local:
        # An executor of local mode is this process's JVM, and its working folder is ours.
        if not arguments.ship and not local_binary.is_file():
            fail(f"No fieldcli at {quoted(fieldcli)}. Please build it with "
                 "'swift build -c release --product fieldcli' or give '--fieldcli PATH'.")
        fieldcli = str(local_binary.resolve())
    if arguments.ship:
        context.addFile(str(local_binary.resolve()))
        # Spark fetches an added file into each executor's working folder, and in local mode
        # into the driver's folder for added files.
        name = local_binary.name
        fieldcli = SparkFiles.get(name) if local else f"./{name}"

    hadoop = context._jvm.org.apache.hadoop.fs.Path
    configuration = context._jsc.hadoopConfiguration()
    for folder in filter(None, [arguments.invalid, arguments.results]):
        path = hadoop(folder)
        if path.getFileSystem(configuration).exists(path):
            fail(f"The output {quoted(folder)} exists already. "
                 "Please remove it or name another folder.")

    try:
        frame = spark.read.text(arguments.file, lineSep="\n")
    except AnalysisException as error:
        fail(f"The file {quoted(arguments.file)} cannot be read: {str(error).splitlines()[0]}")
    lines = frame.select(col("value").cast("binary")).rdd.map(lambda row: bytes(row[0]))

    def as_text(line):
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError:
            return ""

    # The shell turns fieldcli's 1 (some values invalid) into success, so that checkCode fails
    # the job on anything worse: bad usage, a crash.
    pipe = shlex.join(["/bin/sh", "-c", '"$@"; s=$?; [ "$s" -le 1 ] || exit "$s"', "fieldcli",
                       fieldcli, *command])
    # RDD.pipe runs its command with exactly this environment.
    environment = {"PATH": "/usr/local/bin:/usr/bin:/bin"}
    results = lines.map(as_text).pipe(pipe, env=environment, checkCode=True)

    def answer(pair):
        line, result = pair
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            # The empty line sent in its place said nothing about this one.
            direct = subprocess.run([fieldcli, *command], input=line + b"\n",
                                    stdout=subprocess.PIPE, env=environment)
            if direct.returncode > 1 or direct.stdout.count(b"\n") != 1:
                raise RuntimeError(f"fieldcli ended with {direct.returncode} on a line that is "
                                   "not UTF-8 and wrote no result for it.")
            result = direct.stdout.decode("utf-8").rstrip("\n")
        return line, result

    answered = lines.zip(results).map(answer)
    if arguments.results is not None:
        # Two outputs are two passes; the results are kept so that fieldcli runs once.
        answered.persist(StorageLevel.MEMORY_AND_DISK)
    invalid_count = context.accumulator(0)

    def invalid_line(pair):
        line, result = pair
        if result.startswith("{"):
            import json

            record = json.loads(result)
            if record["valid"]:
                return None
            states, message = ",".join(record["state"]), record["message"] or ""
        elif result.startswith("invalid\t"):
            _, states, message = result.split("\t", 2)
        else:
            return None
        invalid_count.add(1)
        value = line[:-1] if line.endswith(b"\r") else line
        return f"{tsv_field(value.decode('utf-8', 'replace'))}\t{states}\t{message}"

    try:
        answered.map(invalid_line).filter(lambda text: text is not None) \
            .saveAsTextFile(arguments.invalid)
        if arguments.results is not None:
            answered.map(lambda pair: pair[1]).saveAsTextFile(arguments.results)
    except Exception as error:  # Spark reports a failed task as one error with its cause inside.
        print(f"{PROGRAM}: The Spark job failed: {cause(error)}", file=sys.stderr)
        sys.exit(2)
    finally:
        spark.stop()
    # A retried task may count again, which never turns none into some.
    sys.exit(1 if invalid_count.value > 0 else 0)


def cause(error):
    """The line of a Spark error that says what went wrong."""
    text = str(error)
    for marker in ("PIPE_FUNCTION_EXITED", "Can only zip", "different number of items"):
        for line in text.splitlines():
            if marker in line:
                return line.strip()
    return next((line.strip() for line in text.splitlines() if line.strip()), type(error).__name__)


if __name__ == "__main__":
    main(sys.argv[1:])
