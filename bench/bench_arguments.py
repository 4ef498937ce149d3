"""The bench scripts' argument types, for argparse: a value it refuses ends
the script with a message naming the value and what is accepted, and exit
status 2 (argparse's), as the toolkit's programs do, never a traceback."""
import argparse
import os


def program(text):
    """A program to run: an executable file."""
    if not os.path.isfile(text) or not os.access(text, os.X_OK):
        raise argparse.ArgumentTypeError(
            f"'{text}' is not an executable file; accepted: the path of one of the toolkit's "
            "programs, such as build/bin/enumerator or build/bin/verifier")
    return text


def readable_file(text):
    """A file to read."""
    if not os.path.isfile(text) or not os.access(text, os.R_OK):
        raise argparse.ArgumentTypeError(f"'{text}' is not a readable file; accepted: the path "
                                         "of a file this script wrote")
    return text


def count(least):
    """An integer of at least `least`."""
    def parse(text):
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"'{text}' is not an integer; accepted: an integer >= {least}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"{value} is below {least}; accepted: an integer "
                                             f">= {least}")
        return value
    parse.__name__ = f"integer >= {least}"
    return parse


def seconds(text):
    """A time limit in seconds: a number above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"'{text}' is not a number of seconds; accepted: a number > 0") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text} seconds: accepted: a finite number > 0")
    return value


def parser(doc):
    """A parser whose --help prints the script's docstring."""
    return argparse.ArgumentParser(description=doc,
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
